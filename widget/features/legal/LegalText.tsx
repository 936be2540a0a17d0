import { Link } from '../../app';
import { inlineParts, parseLegalText } from './legalMarkdown';

/** A legal text drawn from its limited markdown, as React text nodes only (escaped; never raw HTML). */
export function LegalText({ text }: { text: string }) {
  return (
    <div className="cn-legal__text">
      {parseLegalText(text).map((block, index) => {
        switch (block.type) {
          case 'updated':
            return (
              <p key={index} className="cn-legal__updated">
                {block.text}
              </p>
            );
          case 'h2':
            return (
              <h2 key={index} className="cn-h3">
                <Inline text={block.text} />
              </h2>
            );
          case 'h3':
            return (
              <h3 key={index} className="cn-legal__h3">
                <Inline text={block.text} />
              </h3>
            );
          case 'ul':
            return (
              <ul key={index}>
                {block.items.map((item, at) => (
                  <li key={at}>
                    <Inline text={item} />
                  </li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={index}>
                <Inline text={block.text} />
              </p>
            );
        }
      })}
    </div>
  );
}

function Inline({ text }: { text: string }) {
  return (
    <>
      {inlineParts(text).map((part, index) =>
        part.type === 'strong' ? (
          <strong key={index}>{part.text}</strong>
        ) : part.type === 'link' ? (
          part.href.startsWith('/') ? (
            <Link key={index} to={part.href}>
              {part.text}
            </Link>
          ) : (
            <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
              {part.text}
            </a>
          )
        ) : (
          part.text
        ),
      )}
    </>
  );
}
