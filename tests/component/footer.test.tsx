import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { AppProviders } from '../../src/app/providers';
import { AntdScope } from '../../src/components/AntdScope';
import { Footer } from '../../src/layouts/Footer';
import { withMockBackend } from '../support/mockBackendLifecycle';

withMockBackend();

const renderFooter = () =>
  render(
    <AppProviders>
      <AntdScope>
        <Footer />
      </AntdScope>
    </AppProviders>,
  );
const year = new Date().getFullYear();

describe('footer (spec 2.2, 9)', () => {
  it('shows 2018 to this year and the version from the version call (data.data)', async () => {
    mockServer.use(http.get('*/blade-system/version/getVersion', () => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data: { data: 'V06.01.0001' } })));
    renderFooter();
    expect(await screen.findByText(`© 2018-${year} V06.01.0001`)).toBeInTheDocument();
  });

  it('keeps the configured version when the call fails', async () => {
    mockServer.use(http.get('*/blade-system/version/getVersion', () => HttpResponse.json({ code: 500, success: false, msg: '服务器异常', data: null }, { status: 500 })));
    renderFooter();
    expect(screen.getByText(`© 2018-${year} V05.05.0604`)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText(`© 2018-${year} V05.05.0604`)).toBeInTheDocument();
  });
});
