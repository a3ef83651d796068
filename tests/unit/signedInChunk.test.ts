// @vitest-environment node
// The signed-in chunk's plan (vite.config.ts): from the default split, the modules of every chunk the
// layout, the gate and the home load up front, except the chunks the entry or a sign-in page loads.
import { describe, expect, it } from 'vitest';
import { signedInModules, type PlannedChunk } from '../../vite.config';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], options: { isEntry?: boolean; facade?: string } = {}): PlannedChunk => ({
  fileName,
  isEntry: options.isEntry ?? false,
  facadeModuleId: options.facade ?? null,
  moduleIds,
  imports,
});

// entry -> react; login -> react, input; layout -> react, input, tabs -> tooltip; home -> card; users (lazy, not a root) -> table.
const split = [
  chunk('index.js', ['main.tsx'], ['react.js'], { isEntry: true, facade: 'main.tsx' }),
  chunk('react.js', ['react']),
  chunk('input.js', ['antd/input']),
  chunk('tabs.js', ['antd/tabs', 'rc-tabs'], ['tooltip.js']),
  chunk('tooltip.js', ['antd/tooltip']),
  chunk('card.js', ['antd/card']),
  chunk('table.js', ['antd/table']),
  chunk('LoginPage.js', ['LoginPage.tsx'], ['react.js', 'input.js'], { facade: 'LoginPage.tsx' }),
  chunk('MainLayout.js', ['MainLayout.tsx', 'TopBar.tsx'], ['react.js', 'input.js', 'tabs.js'], { facade: 'MainLayout.tsx' }),
  chunk('HomePage.js', ['HomePage.tsx'], ['card.js'], { facade: 'HomePage.tsx' }),
  chunk('UsersPage.js', ['UsersPage.tsx'], ['table.js', 'tabs.js'], { facade: 'UsersPage.tsx' }),
];

describe('the signed-in chunk', () => {
  const modules = signedInModules(split, { signedIn: ['MainLayout.tsx', 'HomePage.tsx'], signedOut: ['LoginPage.tsx'] });

  it('takes what the layout and the home load up front, through their imports', () => {
    expect([...modules].sort()).toEqual(['HomePage.tsx', 'MainLayout.tsx', 'TopBar.tsx', 'antd/card', 'antd/tabs', 'antd/tooltip', 'rc-tabs']);
  });

  it("leaves what the entry or a sign-in page loads, and the other pages' own chunks", () => {
    for (const kept of ['main.tsx', 'react', 'antd/input', 'LoginPage.tsx', 'UsersPage.tsx', 'antd/table']) expect(modules.has(kept), kept).toBe(false);
  });

  it('finds a root merged into a chunk it does not start, and says which root it cannot find', () => {
    const merged = [...split.slice(0, 8), chunk('shared.js', ['MainLayout.tsx', 'HomePage.tsx'], ['tabs.js'])];
    expect([...signedInModules(merged, { signedIn: ['HomePage.tsx'], signedOut: ['LoginPage.tsx'] })].sort()).toEqual(['HomePage.tsx', 'MainLayout.tsx', 'antd/tabs', 'antd/tooltip', 'rc-tabs']);
    expect(() => signedInModules(split, { signedIn: ['Missing.tsx'], signedOut: [] })).toThrow('no chunk holds Missing.tsx');
  });
});
