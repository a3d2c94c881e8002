import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageTemplate } from '@studychina/contracts';
import { jsonResponse, renderPage, resetAppState, stubFetch } from '../../test/app-harness';
import { TemplatesPage } from './TemplatesPage';

afterEach(resetAppState);

const TEMPLATE: MessageTemplate = {
  id: 't1',
  status: 'rejected',
  title: 'Not successful',
  messageEn: 'We are sorry.',
  messageFr: 'Nous sommes désolés.',
  position: 0,
  updatedBy: { id: 'u1', firstname: 'Ngozi', lastname: 'Admin', email: 'ngozi@example.com', role: 'admin' },
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function open() {
  localStorage.setItem('ACCESS_TOKEN', 'admin-token');
  const fetch = stubFetch((_url, init) =>
    init.method === 'GET'
      ? jsonResponse(200, { success: true, data: [TEMPLATE] })
      : jsonResponse(init.method === 'POST' ? 201 : 200, {
          success: true,
          message: init.method === 'DELETE' ? 'Template deleted.' : 'Template saved.',
          template: TEMPLATE,
        }),
  );
  renderPage(<TemplatesPage />, { url: '/admin/templates' });
  const sent = (method: string) => fetch.mock.calls.filter(([, init]) => init?.method === method);
  return { sent };
}

// Typing with user-event is slow on a busy machine: more than the default 5 s per test.
describe('TemplatesPage', { timeout: 30_000 }, () => {
  it('lists the templates under their status, in both languages, and adds one', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    const rejected = await screen.findByRole('region', { name: 'Rejected' });
    expect(within(rejected).getByRole('heading', { name: 'Not successful' })).toBeInTheDocument();
    expect(within(rejected).getByText('Nous sommes désolés.')).toHaveAttribute('lang', 'fr');
    expect(within(rejected).getByText('Updated 20 Nov 2026 by Ngozi Admin')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Admitted' })).getByText('No template for this status yet.'));

    const add = screen.getByRole('region', { name: 'Add a template' });
    await user.selectOptions(within(add).getByLabelText('Status'), 'Admitted');
    await user.type(within(add).getByLabelText('Title (what staff see in the list)'), 'Admitted');
    await user.type(within(add).getByLabelText('Message in English'), 'Congratulations!');
    await user.type(within(add).getByLabelText('Message in French'), 'Félicitations !');
    await user.click(within(add).getByRole('button', { name: 'Add template' }));
    expect(await screen.findByText('Template saved.')).toBeInTheDocument();
    const [url, init] = sent('POST')[0]!;
    expect(url).toBe('/api/v1/admin/templates');
    expect(JSON.parse(String(init?.body))).toEqual({
      status: 'admitted',
      title: 'Admitted',
      messageEn: 'Congratulations!',
      messageFr: 'Félicitations !',
    });
    expect(within(add).getByLabelText('Message in French')).toHaveValue('');
  });

  it('edits a template in place and deletes one after a confirmation', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(await screen.findByRole('button', { name: 'Edit "Not successful"' }));
    const french = screen.getByLabelText('Message in French', { selector: '#template-t1-fr' });
    await user.clear(french);
    await user.type(french, 'Désolés.');
    await user.clear(screen.getByLabelText('Order in the list'));
    await user.type(screen.getByLabelText('Order in the list'), '2');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved.')).toBeInTheDocument();
    const [url, init] = sent('PUT')[0]!;
    expect(url).toBe('/api/v1/admin/templates/t1');
    expect(JSON.parse(String(init?.body))).toMatchObject({ status: 'rejected', messageFr: 'Désolés.', position: 2 });

    await user.click(await screen.findByRole('button', { name: 'Delete "Not successful"' }));
    expect(sent('DELETE')).toHaveLength(0);
    const confirm = screen.getByRole('group', { name: /Delete the template "Not successful"\?/ });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Template deleted.')).toBeInTheDocument();
    expect(sent('DELETE')[0]![0]).toBe('/api/v1/admin/templates/t1');
  });
});
