import type { TextBlock } from '../shared/page-data.ts';
import { httpUrl as httpHref } from '../shared/http-url.ts';
import './schedule.css';

export interface TextBlockViewProps {
  readonly block: TextBlock;
}

/**
 * A schedule text (abstract, description, biography) as paragraphs of plain text and links.
 * React escapes every string, so markup in the schedule shows as text; only http(s) links
 * become anchors, and those never get `window.opener` or a referrer.
 */
export function TextBlockView({ block }: TextBlockViewProps) {
  return (
    <div className="text-block">
      {block.paragraphs.map((paragraph, p) => (
        <p key={p}>
          {paragraph.map((inline, i) => {
            const href = 'href' in inline ? httpHref(inline.href) : null;
            return href ? (
              <a key={i} href={href} rel="noopener noreferrer">
                {inline.text}
              </a>
            ) : (
              inline.text
            );
          })}
        </p>
      ))}
    </div>
  );
}
