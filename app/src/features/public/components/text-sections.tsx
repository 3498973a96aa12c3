import { Paragraphs } from './paragraphs';

type TextSection = {
  /** Stable id, used for the heading's id. */
  id: string;
  /** The section heading. */
  title: string;
  /** The body; blank lines separate paragraphs. */
  body: string;
};

/** Numbered legal sections (terms, privacy): each is a labelled region with an h2. */
export function TextSections({ sections, idPrefix }: { sections: TextSection[]; idPrefix: string }) {
  return (
    <>
      {sections.map((section) => {
        const headingId = `${idPrefix}-${section.id}`;
        return (
          <section key={section.id} className="public-section" aria-labelledby={headingId}>
            <h2 id={headingId}>{section.title}</h2>
            <Paragraphs text={section.body} />
          </section>
        );
      })}
    </>
  );
}
