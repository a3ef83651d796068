// A signed-in load paints the frame as this tab last showed it while the layout's chunk arrives
// (src/layouts/FramePlaceholder.tsx), with the home's welcome in the home's place; without that
// snapshot, or with one taken at another width, it shows the loading spinner as any other wait.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { FramePlaceholder } from '../../src/layouts/FramePlaceholder';
import type { FrameSnapshot } from '../../src/layouts/frameSnapshot';
import { readScreen } from '../../src/lib/screen';
import { removeStore, setStore } from '../../src/platform/storage';
import { useSessionStore } from '../../src/stores/session';
import { stubMatchMedia } from '../support/stubMatchMedia';

const phone: FrameSnapshot = {
  screen: 0,
  headerHeight: 112,
  contentTop: 150,
  contentLeft: 0,
  contentPadding: 12,
  background: 'rgb(240, 242, 245)',
  headerBackground: 'rgb(255, 255, 255)',
  siderBackground: '',
  fontFamily: 'sans-serif',
  headingColor: 'rgba(0, 0, 0, 0.88)',
};
const wide: FrameSnapshot = { ...phone, screen: 3, headerHeight: 64, contentTop: 102, contentLeft: 260, contentPadding: 24, siderBackground: 'rgb(32, 34, 42)' };

const renderAt = (path: string) => {
  const { container } = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <FramePlaceholder />
      </MemoryRouter>
    </AppProviders>,
  );
  return container;
};
const welcome = () => screen.queryByRole('heading', { name: '欢迎，管理员', hidden: true });

beforeEach(() => {
  useSessionStore.setState({ token: 't', userInfo: { account: 'admin', nick_name: '管理员' } as never });
});
afterEach(() => {
  removeStore('frame');
  vi.unstubAllGlobals();
});

describe('the frame while the layout loads', () => {
  it('shows only the loading status in a tab that has not shown the frame yet', () => {
    stubMatchMedia(412);
    const container = renderAt('/wel/index');
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    expect(welcome()).toBeNull();
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('paints the header, the page’s place and the welcome as the tab last showed them at this width', () => {
    stubMatchMedia(412);
    expect(readScreen()).toBe(0);
    setStore('frame', phone);
    const container = renderAt('/wel/index');
    const frame = container.querySelector<HTMLElement>('[aria-busy="true"]')!;
    const [header, body] = [...frame.children] as HTMLElement[];
    expect(header.style.height).toBe('112px');
    expect(header.style.background).toBe('rgb(255, 255, 255)');
    expect(body.children).toHaveLength(1); // no tree column on a phone
    const content = body.firstElementChild as HTMLElement;
    expect(content.style.paddingTop).toBe('50px'); // the tab row's 38 px and the page's 12
    // Seen, not read: the welcome is hidden from screen readers, which hear the loading status.
    expect(welcome()).not.toBeNull();
    expect(screen.queryByRole('heading', { name: '欢迎，管理员' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
  });

  it('keeps the tree column’s place on a wide window, and shows no welcome off the home', () => {
    stubMatchMedia(1350);
    setStore('frame', wide);
    const container = renderAt('/monitor/user/user');
    const body = container.querySelector('[aria-busy="true"]')!.children[1] as HTMLElement;
    const [sider, content] = [...body.children] as HTMLElement[];
    expect(sider.style.width).toBe('260px');
    expect(sider.style.background).toBe('rgb(32, 34, 42)');
    expect(content.style.paddingTop).toBe('62px');
    expect(welcome()).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('does not paint a frame taken at another width: the layout would land elsewhere', () => {
    stubMatchMedia(1350);
    setStore('frame', phone);
    const container = renderAt('/wel/index');
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(welcome()).toBeNull();
  });
});
