import { Fragment } from 'react';
import { parseAdvice, parseInline } from '../lib/adviceText';
import './AdviceText.css';

/** One line of advice, its `**` runs bold. Text stays text: React escapes it, so no markup in it ever runs. */
function AdviceLine({ line }: { line: string }) {
  return parseInline(line).map((run, index) => (run.bold ? <strong key={index}>{run.text}</strong> : <Fragment key={index}>{run.text}</Fragment>));
}

/** Advice laid out from its text: paragraphs split on blank lines, numbered lists, bold terms, line breaks. */
export function AdviceText({ text }: { text: string }) {
  return (
    <div className="advice-text">
      {parseAdvice(text).map((block, blockIndex) =>
        block.kind === 'list' ? (
          <ol key={blockIndex} start={block.start === 1 ? undefined : block.start}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <AdviceLine line={item} />
              </li>
            ))}
          </ol>
        ) : (
          <p key={blockIndex}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                <AdviceLine line={line} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
