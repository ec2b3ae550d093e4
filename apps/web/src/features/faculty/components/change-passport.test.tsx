import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { mockApi, ok } from '../../../test/mock-api';

/*
 * jsdom decodes no images and has no canvas: decoding and the 2D canvas are stood in for,
 * like fetch at the network boundary (as in the student passport tests).
 */
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:lecturer-photo');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ drawImage: vi.fn(), fillRect: vi.fn(), fillStyle: '', imageSmoothingQuality: 'low' }) as never,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback, type) {
    callback(new Blob(['jpeg-bytes'], { type: type ?? 'image/png' }));
  });
});

afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

const LECTURER = {
  custom_id: 'F-001',
  title: 'Dr.',
  surname: 'BELLO',
  first_name: 'Grace',
  other_names: null,
  username: 'grace.bello@jets.edu.ng',
  phone_number: '08031234567',
  gender: 'Female',
  status: 'active',
  assigned: [],
};

describe('Lecturer Change Passport', () => {
  it('crops the chosen photo, uploads it as "passport" and shows the new photo', async () => {
    const user = userEvent.setup();
    let passportUrl: string | null = null;
    let sent: FormDataEntryValue | null = null;
    const session = storeTestSession({ role: 'faculty', surname: 'BELLO', custom_id: 'F-001' });
    mockApi({
      'GET /api/auth/me': ok(currentUser(session)),
      'GET /api/faculty/me': () => ok({ ...LECTURER, passport_url: passportUrl }),
      'POST /api/faculty/me/passport': ({ init }) => {
        sent = (init?.body as FormData).get('passport');
        passportUrl = '/uploads/bello.jpg';
        return ok({ passport_url: passportUrl });
      },
    });
    renderApp('/faculty/profile');
    await user.click(await screen.findByRole('button', { name: 'Change Passport' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Passport' });
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();

    await user.upload(
      within(dialog).getByLabelText('Passport Photo'),
      new File(['x'], 'me.jpg', { type: 'image/jpeg' }),
    );
    const image = within(dialog).getByAltText('Your photo inside the crop square');
    Object.defineProperty(image, 'naturalWidth', { value: 1200, configurable: true });
    Object.defineProperty(image, 'naturalHeight', { value: 800, configurable: true });
    fireEvent.load(image);
    expect(upload).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Use this crop' }));
    await user.click(upload);

    expect(await screen.findByRole('dialog', { name: 'Action was Successful!' })).toBeInTheDocument();
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as unknown as Blob).type).toBe('image/jpeg');
    expect(await screen.findByRole('img', { name: 'Passport photograph of Dr. BELLO Grace' })).toHaveAttribute(
      'src',
      '/uploads/bello.jpg',
    );
  });
});
