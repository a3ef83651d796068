import { expect, type Page } from '@playwright/test';
import { messages } from '../../../locales';
import { hostileTag, XSS_VECTORS, type HostileField } from '../../../mocks/world/hostile';

// Hostile input: what "executes nothing and breaks no layout" means, checked in the page.

/** Records every dialog a vector might open (alert, confirm, prompt) and dismisses it. */
export function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** What a vector leaves when the browser took it as markup or as a URL rather than as text. */
export async function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const dangerousUrl = /^\s*(javascript|vbscript|data\s*:\s*text\/html)/i;
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) found.push(`<${el.localName} ${name}>`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data'].includes(name) && dangerousUrl.test(attr.value)) {
          found.push(`<${el.localName} ${name}="${attr.value.slice(0, 40)}">`);
        }
      }
      if (el.localName === 'script' && !el.getAttribute('src') && el.closest('body') && !el.closest('head')) found.push('<script> in body');
      if (['iframe', 'object', 'embed', 'base', 'mglyph', 'details', 'math'].includes(el.localName) && el.closest('body')) {
        found.push(`<${el.localName}>`);
      }
      if (el.localName === 'img' && el.getAttribute('src') === 'x') found.push('<img src=x>');
    }
    return found;
  });
}

/**
 * Layout held: nothing wider than the window (no sideways scroll of the page), nothing wider than the
 * main region (no sideways scroll of it), the header, the tree column and the main region inside the
 * window, and every visible button reachable on screen unless it sits in something that scrolls or
 * clips on purpose (a table, the tab row).
 */
export async function layoutBreaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const broken: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) {
      // Named by the outermost element that reaches past the window, so a failure says where to look.
      const name = (el: Element) => `${el.localName}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''}`;
      const unclipped = (el: Element) => {
        for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) if (getComputedStyle(node).overflowX !== 'visible') return false;
        return true;
      };
      const wide = Array.from(document.body.querySelectorAll('*')).find((el) => el.getBoundingClientRect().right > width + 1 && unclipped(el));
      broken.push(`page ${document.documentElement.scrollWidth}px wide in a ${width}px window${wide ? ` (${name(wide)} in ${wide.parentElement ? name(wide.parentElement) : 'body'})` : ''}`);
    }
    // The main area itself does not scroll sideways (a wide table scrolls inside its own box).
    for (const main of document.querySelectorAll('main')) {
      if (main.scrollWidth > main.clientWidth + 1) broken.push(`main holds ${main.scrollWidth}px in ${main.clientWidth}px`);
    }
    for (const selector of ['header', 'main', 'aside', '.ant-layout-sider', '[role="dialog"]']) {
      for (const el of document.querySelectorAll(selector)) {
        const box = el.getBoundingClientRect();
        if (box.width && (box.left < -1 || box.right > width + 1)) broken.push(`${selector} spans ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
    }
    const clipped = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const button of document.querySelectorAll('button, [role="button"]')) {
      const box = button.getBoundingClientRect();
      if (!box.width || !box.height || clipped(button)) continue;
      if (box.left < -1 || box.right > width + 1) broken.push(`button "${(button.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
    return broken;
  });
}

/** Nothing ran (window.__xss, dialogs), nothing was made from a payload, and the layout held. */
export async function expectHarmless(page: Page, dialogs: string[], where: string) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), `${where}: a vector ran (window.__xss)`).toBeUndefined();
  expect(dialogs, `${where}: a vector opened a dialog`).toEqual([]);
  expect(await injectedElements(page), `${where}: elements made from a payload`).toEqual([]);
  expect(await layoutBreaks(page), `${where}: layout broken`).toEqual([]);
}

/** Which of the twenty tagged values of `field` the page shows: as text, in a field, a title or a label. */
export async function shownVectors(page: Page, field: HostileField): Promise<number[]> {
  return shownTags(
    page,
    XSS_VECTORS.map((_, i) => hostileTag(field, i)),
  );
}

/** Which of `tags` (one per vector, e.g. `#EM01`) the page shows: as text, in a field, a title or a label. */
export async function shownTags(page: Page, tags: string[]): Promise<number[]> {
  const seen = await page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll('input, textarea')) parts.push((el as HTMLInputElement).value);
    for (const el of document.querySelectorAll('[title], [aria-label], [aria-description]')) {
      parts.push(el.getAttribute('title') ?? '', el.getAttribute('aria-label') ?? '', el.getAttribute('aria-description') ?? '');
    }
    return parts.join('\n');
  });
  return tags.flatMap((tag, i) => (new RegExp(`${tag}(?!\\d)`).test(seen) ? [i] : []));
}

/**
 * The placeholder frame of a page not built. Every page of the console is built, so a test that finds
 * it fails (a route that lost its page), naming the page.
 */
export async function isPlaceholderPage(page: Page): Promise<boolean> {
  const texts = Object.values(messages).map((table) => table['frame.empty']);
  return page
    .getByText(new RegExp(`^(${texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`))
    .filter({ visible: true })
    .first()
    .isVisible();
}
