import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Media } from '@restaurant/contract/media.ts';
import { CheckboxField, FieldIds, LocalizedTextField } from '#web/admin/components/fields.tsx';
import { hasAlt, thumbnailUrl, useSaveAlt } from '#web/admin/features/media/api.ts';
import { localizedRequired, saveErrorMessage } from '#web/admin/lib/form-messages.ts';

const CardSchema = z.object({
  alt: localizedRequired('Alternatív szöveg'),
  inGallery: z.boolean(),
  hero: z.boolean(),
  logo: z.boolean(),
});

/** Where the picture shows on the site; only an owner changes it. */
export type Place = { inGallery: boolean; hero: boolean; logo: boolean };

type Props = {
  media: Media;
  isHero: boolean;
  isLogo: boolean;
  inGallery: boolean;
  /** Null for an editor, who may change the texts but not where the picture shows. */
  place: {
    galleryFull: boolean;
    /** The gallery's only picture cannot leave it: the gallery needs at least one. */
    onlyInGallery: boolean;
    /** No profile yet, so neither a hero nor a logo can be chosen. */
    profileSaved: boolean;
    save: (place: Place) => Promise<unknown>;
  } | null;
  busy: boolean;
  onDelete: () => void;
};

/** The reason a place cannot be given, in the words of the card; null when it can. */
function placeRefusal(props: Props, wanted: Place): string | null {
  const { place } = props;
  if (!place) return null;
  if (wanted.inGallery && !props.inGallery && place.galleryFull) return 'A galéria megtelt.';
  if (!wanted.inGallery && place.onlyInGallery) {
    return 'A galéria egyetlen képe nem vehető ki: előbb tegyen be egy másikat.';
  }
  if ((wanted.hero || wanted.logo) && !place.profileSaved) {
    return 'Nyitóképet és logót az étterem adatainak mentése után lehet választani.';
  }
  return null;
}

/**
 * One picture of the library: its texts in three languages and, for an owner, its place on the
 * site, saved together with one button; what happened is said on the card itself.
 */
export function MediaCard(props: Props) {
  const { media, place } = props;
  const ready = hasAlt(media);
  const shown = props.isHero || props.isLogo || props.inGallery;
  const saveAlt = useSaveAlt();
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(CardSchema),
    defaultValues: {
      alt: media.alt,
      inGallery: props.inGallery,
      hero: props.isHero,
      logo: props.isLogo,
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    const wanted = { inGallery: values.inGallery, hero: values.hero, logo: values.logo };
    const refusal = placeRefusal(props, wanted);
    if (refusal) {
      setMessage({ error: true, text: refusal });
      return;
    }
    try {
      if (form.formState.dirtyFields.alt) {
        await saveAlt.mutateAsync({ id: media.id, input: { alt: values.alt } });
      }
      const moved =
        wanted.inGallery !== props.inGallery ||
        wanted.hero !== props.isHero ||
        wanted.logo !== props.isLogo;
      if (place && moved) {
        await place.save(wanted);
      }
      form.reset(values);
      setMessage({ error: false, text: 'Mentve' });
    } catch (cause) {
      setMessage({ error: true, text: saveErrorMessage(cause) });
    }
  });
  return (
    <li className="media-card">
      <img
        className="media-card__image"
        src={thumbnailUrl(media)}
        alt={media.alt.hu || `${media.id}. kép`}
        width={media.width}
        height={media.height}
        loading="lazy"
      />
      <p className="media-card__facts">
        {media.width}×{media.height} px
        {props.isHero ? <span className="badge">Nyitókép</span> : null}
        {props.isLogo ? <span className="badge">Logó</span> : null}
        {props.inGallery ? <span className="badge">Galériában</span> : null}
        {ready ? null : <span className="badge badge--warning">Hiányzó alternatív szöveg</span>}
      </p>
      <FormProvider {...form}>
        {/* Every picture's card has these fields: ids of its own tie each label to its field. */}
        <FieldIds prefix={`media-${media.id}`}>
          <form className="alt-form" noValidate onSubmit={(event) => void onSubmit(event)}>
            <LocalizedTextField name="alt" label={`Alternatív szöveg (${media.id}. kép)`} />
            {ready ? null : (
              <p className="field__hint">
                A kép csak akkor jelenhet meg a honlapon, ha mindhárom nyelven van alternatív
                szövege.
              </p>
            )}
            {place ? (
              <>
                <CheckboxField name="inGallery" label="A galériában" />
                <CheckboxField name="hero" label="Ez a nyitókép" />
                <CheckboxField name="logo" label="Ez a logó" />
              </>
            ) : null}
            {message ? (
              <p
                className={message.error ? 'form-error' : 'media-card__saved'}
                role={message.error ? 'alert' : 'status'}
              >
                {message.text}
              </p>
            ) : null}
            <div className="media-card__actions">
              <button
                type="submit"
                className="btn btn--primary btn--small"
                disabled={props.busy || form.formState.isSubmitting}
              >
                Mentés
              </button>
              <button
                type="button"
                className="btn btn--danger-outline btn--small"
                disabled={props.busy || shown}
                title={shown ? 'A honlapon látható kép nem törölhető' : undefined}
                onClick={props.onDelete}
              >
                Törlés
              </button>
            </div>
          </form>
        </FieldIds>
      </FormProvider>
    </li>
  );
}
