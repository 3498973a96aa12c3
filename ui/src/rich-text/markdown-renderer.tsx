// The lazily loaded chunk: react-markdown with GitHub-flavoured markdown and math, away from the main bundle.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import ReactMarkdown, { type Components, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { MathRenderer } from '../math/math-renderer';
import { ContentImage } from './content-image';
import { safeUrl } from './safe-url';

const remarkPlugins = [remarkGfm, remarkMath];

/** Every URL goes through the same policy; `key` tells link targets from image sources. */
const urlTransform: UrlTransform = (url, key) => safeUrl(url, key === 'src' ? 'image' : 'link') ?? undefined;

function textOf(children: ReactNode): string {
  if (typeof children === 'string') return children;
  if (Array.isArray(children)) return children.map(textOf).join('');
  return '';
}

function hasClass(className: string | undefined, name: string): boolean {
  return (className ?? '').split(' ').includes(name);
}

function SafeLink({ href, children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (!href) return <span>{children}</span>;
  const external = /^(https?:)?\/\//i.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
      {children}
    </a>
  );
}

/** The element renderers: safe links, images that hide when broken, math as LTR islands. */
export function buildComponents(imageAlt: string): Components {
  return {
    a: ({ href, children }) => <SafeLink href={href}>{children}</SafeLink>,
    img: ({ src, alt }) => (
      <ContentImage src={typeof src === 'string' ? src : undefined} alt={alt || imageAlt} />
    ),
    code: ({ className, children }) => {
      if (hasClass(className, 'math-inline')) return <MathRenderer tex={textOf(children)} />;
      if (hasClass(className, 'math-display')) return <MathRenderer tex={textOf(children)} display />;
      return <code className={className}>{children}</code>;
    },
    pre: ({ children, node }) => {
      const first = node?.children[0];
      const isMath =
        first?.type === 'element' &&
        Array.isArray(first.properties.className) &&
        first.properties.className.includes('math-display');
      return isMath ? <>{children}</> : <pre>{children}</pre>;
    },
  };
}

/** The markdown tree of `source`, raw HTML dropped, rendered with `components`. */
export function MarkdownTree({ source, components }: { source: string; components: Components }) {
  return (
    <ReactMarkdown remarkPlugins={remarkPlugins} skipHtml urlTransform={urlTransform} components={components}>
      {source}
    </ReactMarkdown>
  );
}
