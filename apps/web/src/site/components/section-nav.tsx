/**
 * A row of links to the page's sections that stays at hand while scrolling: plain anchors, so it
 * works before (and without) the page's script.
 */
export function SectionNav(props: {
  label: string;
  sections: Array<{ id: string; label: string }>;
}) {
  return (
    <nav className="section-nav" aria-label={props.label}>
      <ul>
        {props.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
