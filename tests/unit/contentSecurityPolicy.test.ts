// @vitest-environment node
// Every production build carries the Content-Security-Policy meta (vite.config.ts, docs/deployment.md).
// The plugin's tag is checked always; a build in dist/ (npm run build) or dist-demo/ (npm run build:demo)
// is read when it is there: its index.html must name exactly these directives, before any script.
import { existsSync, readFileSync } from 'node:fs';
import type { HtmlTagDescriptor, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';

const { contentSecurityPolicy } = await import('../../vite.config');

const expected = {
  'script-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** A policy's directives, name to sources. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );

/** The policy of a built index.html's meta, and whether the meta comes before every script and link. */
function metaPolicyOf(html: string): { policy?: string; first: boolean } {
  const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/i.exec(html);
  if (!meta) return { first: false };
  const policy = meta[1].replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  const firstScript = html.search(/<(script|link)\b/i);
  return { policy, first: firstScript === -1 || meta.index < firstScript };
}

describe('the Content-Security-Policy of the production build', () => {
  it('is put first in <head>, with exactly script-src, object-src, base-uri and form-action', () => {
    const plugin = contentSecurityPolicy();
    expect(plugin.apply).toBe('build');
    const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
    const tags = handler.call({} as never, '<html><head></head><body></body></html>', { path: '/index.html', filename: 'index.html' }) as HtmlTagDescriptor[];
    expect(tags).toHaveLength(1);
    expect(tags[0]).toMatchObject({ tag: 'meta', injectTo: 'head-prepend', attrs: { 'http-equiv': 'Content-Security-Policy' } });
    expect(directives(String(tags[0].attrs!.content))).toEqual(expected);
  });

  for (const dist of ['dist', 'dist-demo']) {
    it.skipIf(!existsSync(`${dist}/index.html`))(`is in ${dist}/index.html, before any script`, () => {
      const { policy, first } = metaPolicyOf(readFileSync(`${dist}/index.html`, 'utf8'));
      expect(policy, `${dist}/index.html has no Content-Security-Policy meta`).toBeDefined();
      expect(directives(policy!)).toEqual(expected);
      expect(first).toBe(true);
    });
  }

  it('reads a built page: a missing, loosened or late policy is found', () => {
    const good = `<head><meta http-equiv="Content-Security-Policy" content="script-src &#39;self&#39;; object-src &#39;none&#39;; base-uri &#39;self&#39;; form-action &#39;self&#39;"><script src="/a.js"></script>`;
    expect(directives(metaPolicyOf(good).policy!)).toEqual(expected);
    expect(metaPolicyOf(good).first).toBe(true);
    expect(metaPolicyOf('<head><script src="/a.js"></script>').policy).toBeUndefined();
    const loose = good.replace('script-src &#39;self&#39;', 'script-src &#39;self&#39; &#39;unsafe-inline&#39;');
    expect(directives(metaPolicyOf(loose).policy!)).not.toEqual(expected);
    const late = `<head><script src="/a.js"></script>${good.slice('<head>'.length)}`;
    expect(metaPolicyOf(late).first).toBe(false);
  });
});
