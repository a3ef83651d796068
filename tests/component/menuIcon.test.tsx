// Menu icons (spec 2.2: the menu's `source`): built in, or the deployment's icon font (runtime setting iconfontUrl).
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAZY_LOAD } from '../support/waits';

const ICONFONT = '//at.alicdn.com/t/font_1234567_abc.css';
// The icons are a lazily loaded chunk: its first import in a test run is a lazy load.
const CHUNK_LOAD = LAZY_LOAD;

afterEach(() => {
  delete window.__CONSOLE_CONFIG__;
  vi.resetModules();
  document.head.querySelectorAll('link[data-menu-iconfont]').forEach((link) => link.remove());
});

/** MenuIcon as the app loads it, with this page load's console-config.js. */
async function loadMenuIcon(config?: unknown) {
  window.__CONSOLE_CONFIG__ = config;
  vi.resetModules();
  return (await import('../../src/lib/menu/MenuIcon')).MenuIcon;
}

describe('MenuIcon', () => {
  it('without iconfontUrl: a built-in icon, decorative, and no stylesheet is linked', async () => {
    const MenuIcon = await loadMenuIcon();
    render(
      <button>
        <MenuIcon source="iconfont icon-shebei" />
        设备管理
      </button>,
    );
    const button = screen.getByRole('button', { name: '设备管理' });
    await waitFor(() => expect(button.querySelector('svg')).not.toBeNull(), CHUNK_LOAD);
    expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(document.head.querySelector('link[data-menu-iconfont]')).toBeNull();
  });

  it('with iconfontUrl: links the stylesheet once and draws the server’s own classes, any name', async () => {
    const MenuIcon = await loadMenuIcon({ iconfontUrl: ICONFONT });
    render(
      <>
        <button>
          <MenuIcon source="iconfont icon-shebei" />
          设备管理
        </button>
        <button>
          <MenuIcon source="iconfont icon-only-this-deployment" />
          专用页面
        </button>
      </>,
    );
    await waitFor(() => expect(document.querySelectorAll('button i')).toHaveLength(2), CHUNK_LOAD);
    const [device, special] = [...document.querySelectorAll('button i')];
    expect(device).toHaveClass('iconfont', 'icon-shebei');
    expect(special).toHaveClass('iconfont', 'icon-only-this-deployment');
    expect(device).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('button svg')).toBeNull();
    expect(screen.getByRole('button', { name: '专用页面' })).toBeInTheDocument();
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect([...links].filter((link) => link.getAttribute('href') === ICONFONT)).toHaveLength(1);
  });

  it('an invalid iconfontUrl is ignored: the built-in icons stay', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const MenuIcon = await loadMenuIcon({ iconfontUrl: 'javascript:alert(1)' });
    render(
      <button>
        <MenuIcon source="iconfont icon-shebei" />
        设备管理
      </button>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: '设备管理' }).querySelector('svg')).not.toBeNull(), CHUNK_LOAD);
    expect(document.head.querySelector('link[data-menu-iconfont]')).toBeNull();
  });
});
