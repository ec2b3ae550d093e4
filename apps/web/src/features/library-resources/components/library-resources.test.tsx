import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { mockApi, ok } from '../../../test/mock-api';

const RESOURCES = {
  instruction: 'Use your matriculation number to sign in to the e-library.',
  html: '<h2>E-books</h2><ul><li><a href="https://library.example.org">Theology e-library</a></li></ul>',
};

describe('Library Resources', () => {
  it.each([
    ['student', '/student/library-resources'],
    ['faculty', '/faculty/library-resources'],
  ] as const)('shows the instruction and the HTML content to a %s', async (role, path) => {
    const session = storeTestSession({ role });
    mockApi({ 'GET /api/auth/me': ok(currentUser(session)), 'GET /api/library-resources': ok(RESOURCES) });
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Library Resources' });

    expect(await screen.findByText(RESOURCES.instruction)).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Library resources' });
    expect(within(article).getByRole('heading', { level: 2, name: 'E-books' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Theology e-library' })).toHaveAttribute(
      'href',
      'https://library.example.org',
    );
  });

  it("lets the ict office edit it and previews the server's sanitised answer", async () => {
    const user = userEvent.setup();
    const session = storeTestSession({ role: 'admin', surname: 'ict' });
    let body: unknown;
    mockApi({
      'GET /api/auth/me': ok(currentUser(session)),
      'GET /api/library-resources': ok(RESOURCES),
      'PUT /api/library-resources': (request) => {
        body = request.body;
        return ok({ instruction: 'New instruction', html: '<p>Clean</p>' });
      },
    });
    renderApp('/admin/library-resources');
    await screen.findByRole('heading', { level: 1, name: 'Library Resources' });
    const content = await screen.findByLabelText('Content (HTML)');
    expect(screen.getByLabelText('Instruction')).toHaveValue(RESOURCES.instruction);

    await user.clear(screen.getByLabelText('Instruction'));
    await user.type(screen.getByLabelText('Instruction'), 'New instruction');
    await user.clear(content);
    await user.type(content, '<p>Clean</p><img src=x onerror=alert(1)>');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByRole('status')).toHaveTextContent('Action was Successful!');
    expect(body).toEqual({ instruction: 'New instruction', html: '<p>Clean</p><img src=x onerror=alert(1)>' });
    const preview = screen.getByRole('article', { name: 'Saved library resources' });
    expect(preview.innerHTML).toBe('<p>Clean</p>');
    expect(content).toHaveValue('<p>Clean</p>');
  });
});
