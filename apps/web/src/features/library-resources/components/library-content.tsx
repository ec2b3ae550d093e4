import type { LibraryResources } from '../api/library-resources';

export interface LibraryContentProps {
  resources: LibraryResources;
  label?: string;
}

/** The instruction and the resource content. */
export function LibraryContent({ resources, label = 'Library resources' }: LibraryContentProps) {
  return (
    <>
      {resources.instruction ? <p className="lead">{resources.instruction}</p> : null}
      <article
        className="rich-text"
        aria-label={label}
        // Safe only because the server sanitises this staff-authored HTML (allow-listed tags and
        // attributes, no scripts, no event handlers) before storing and returning it (GUIDE §4).
        // This is the only place in the app where HTML from the server is rendered.
        dangerouslySetInnerHTML={{ __html: resources.html }}
      />
    </>
  );
}
