import { Link } from "@/components/ui/link";
import type { Block } from "@/content/blog";

const LINK = /\[([^\]]+)\]\(([^)]+)\)/g;

function Inline({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    parts.push(text.slice(last, m.index));
    parts.push(<Link key={m.index} href={m[2]} className="font-medium text-brand-700 underline dark:text-brand-300">{m[1]}</Link>);
    last = m.index! + m[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/** Article bodies from typed blocks — no raw HTML, so nothing in content can inject markup. */
export function RichText({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-5 text-lg leading-relaxed text-ink">
      {blocks.map((b, i) =>
        b.type === "h2" ? <h2 key={i} className="pt-4 font-display text-2xl font-semibold">{b.text}</h2>
          : b.type === "ul" ? <ul key={i} className="list-disc space-y-2 pl-6">{b.items.map((it) => <li key={it}><Inline text={it} /></li>)}</ul>
            : <p key={i}><Inline text={b.text} /></p>,
      )}
    </div>
  );
}
