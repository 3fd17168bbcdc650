import { Picture } from '#web/site/components/picture.tsx';
import { useRestaurant } from '#web/site/restaurant-context.tsx';

export function Gallery() {
  const pictures = useRestaurant()?.gallery ?? [];
  return (
    <ul className="gallery">
      {pictures.map((picture) => (
        <li key={picture.id}>
          <Picture
            picture={picture}
            sizes="(min-width: 72rem) 24rem, (min-width: 40rem) 50vw, 100vw"
          />
        </li>
      ))}
    </ul>
  );
}
