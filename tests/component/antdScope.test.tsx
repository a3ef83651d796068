// AntdScope puts the icons' stylesheet in once; its icons no longer look for it themselves at every
// mount or show (README, "Tab switch, sixth session").
import { EditOutlined, SearchOutlined } from '@ant-design/icons';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AntdScope } from '../../src/components/AntdScope';

// This file is about the stylesheets antd writes: it renders with them (tests/setup.ts turns them off).
vi.unmock('@testing-library/react');

const iconSheets = () => [...document.head.querySelectorAll('style')].filter((style) => style.textContent?.includes('.anticon {'));

afterEach(() => iconSheets().forEach((style) => style.remove()));

describe('AntdScope and the icons stylesheet', () => {
  it('puts the stylesheet in once, before its icons draw', () => {
    render(
      <AntdScope>
        <SearchOutlined />
        <EditOutlined />
      </AntdScope>,
    );
    expect(iconSheets()).toHaveLength(1);
    expect(document.querySelectorAll('.anticon svg')).toHaveLength(2);
  });

  it('leaves the sheet to the scope: icons shown later inside it do not write it again', () => {
    const { rerender } = render(<AntdScope>{null}</AntdScope>);
    iconSheets().forEach((style) => style.remove());
    rerender(
      <AntdScope>
        <SearchOutlined />
      </AntdScope>,
    );
    expect(iconSheets()).toHaveLength(0);
  });

  it('outside a scope an icon still writes the sheet itself (the sign-in page has no antd)', () => {
    render(<SearchOutlined />);
    expect(iconSheets()).toHaveLength(1);
  });
});
