// A list page's search form and the address's filters (src/lib/listPage/useFilterForm.ts): the form's own
// 清空 clears the fields at once, and the address's change it causes, rendered late, clears nothing typed since.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { useFilterForm } from '../../src/lib/listPage/useFilterForm';

type Filters = { keyword?: string };

function SearchForm({ fromAddress, resetAddress }: { fromAddress: Filters; resetAddress: () => void }) {
  const [form] = Form.useForm<Filters>();
  const reset = useFilterForm(form, fromAddress, resetAddress);
  return (
    <Form form={form}>
      <Form.Item name="keyword" label="关键字">
        <Input />
      </Form.Item>
      <button type="button" onClick={reset}>
        清空
      </button>
    </Form>
  );
}

const keyword = () => screen.getByLabelText<HTMLInputElement>('关键字');

describe('the search form beside the address', () => {
  it('shows the filters of the address, and again when the address changes from outside', () => {
    const view = render(<SearchForm fromAddress={{ keyword: '轴承' }} resetAddress={() => {}} />);
    expect(keyword()).toHaveValue('轴承');
    view.rerender(<SearchForm fromAddress={{ keyword: '不平衡' }} resetAddress={() => {}} />);
    expect(keyword()).toHaveValue('不平衡');
  });

  it('清空 clears the fields at once, and words typed before the address renders its reset are kept', async () => {
    const resetAddress = vi.fn();
    const view = render(<SearchForm fromAddress={{ keyword: '轴承' }} resetAddress={resetAddress} />);
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(resetAddress).toHaveBeenCalledTimes(1);
    expect(keyword()).toHaveValue('');
    // The navigation is a transition: the page renders the address without filters only later.
    await userEvent.type(keyword(), '不平衡');
    view.rerender(<SearchForm fromAddress={{}} resetAddress={resetAddress} />);
    expect(keyword()).toHaveValue('不平衡');
  });

  it('清空 clears typed words when the address has no filters to drop', async () => {
    render(<SearchForm fromAddress={{}} resetAddress={() => {}} />);
    await userEvent.type(keyword(), '泵');
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(keyword()).toHaveValue('');
  });
});
