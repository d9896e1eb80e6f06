/** A result's snippet: odd parts are the matched words, marked. Text only, escaped by React. */
export function Snippet({ parts }: { parts: string[] }) {
  return (
    <>
      {parts.map((part, index) =>
        index % 2 ? (
          <mark key={index} className="bg-gold-300 text-brand-950 rounded-sm px-0.5">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
