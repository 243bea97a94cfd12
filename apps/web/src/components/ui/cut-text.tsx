/**
 * A text cut to fit (a name cut at 47, a subject at 30...): the cut is seen, with the whole on
 * hover, and a screen reader hears the whole once. Uncut, it is the text alone.
 */
export function CutText({ full, cut }: { full: string; cut: string }) {
  if (cut === full) return <>{full}</>;
  return (
    <>
      <span aria-hidden="true" title={full}>
        {cut}
      </span>
      <span className="sr-only">{full}</span>
    </>
  );
}
