import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserStatus } from '@portal/domain';
import { currentUser, renderApp, storeTestSession } from '../../../test/render-app';
import { fail, mockApi, ok, type MockHandler } from '../../../test/mock-api';
import { PASSPORT_SIZE_MESSAGE, PASSPORT_TYPE_MESSAGE } from '../../../components/passport/passport-file';
import { expectPageHeading } from '../../../test/page-heading';

/*
 * jsdom decodes no images and has no canvas: the browser's image decoding (naturalWidth and
 * the load event) and the 2D canvas are stood in for here, like fetch at the network boundary.
 */
const drawImage = vi.fn();
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;

beforeEach(() => {
  drawImage.mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:passport-photo');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ drawImage, fillRect: vi.fn(), fillStyle: '', imageSmoothingQuality: 'low' }) as never,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (callback, type) {
    callback(new Blob(['jpeg-bytes'], { type: type ?? 'image/png' }));
  });
});

afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
});

async function openPassport(handlers: Record<string, MockHandler> = {}, status: UserStatus = 'upload passport') {
  const session = storeTestSession({ role: 'student' });
  let currentStatus = status;
  const api = mockApi({
    'GET /api/auth/me': () => ok(currentUser(session, { status: currentStatus })),
    ...handlers,
  });
  const app = renderApp('/student/passport');
  await screen.findByRole('heading', { level: 1, name: 'Upload Passport' });
  await screen.findByLabelText('Passport Photo');
  return { app, api, setStatus: (next: UserStatus) => (currentStatus = next) };
}

/** The decoded picture: a 1200 x 800 landscape photo. */
function decodePhoto(width = 1200, height = 800) {
  const image = screen.getByAltText('Your photo inside the crop square');
  Object.defineProperty(image, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(image, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(image);
}

function photoFile(name = 'me.jpg', type = 'image/jpeg') {
  return new File(['photo-bytes'], name, { type });
}

describe('Upload Passport', () => {
  it('refuses a file of the wrong type before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { api } = await openPassport();
    const input = screen.getByLabelText('Passport Photo');
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg');

    await user.upload(input, photoFile('me.gif', 'image/gif'));

    expect(await screen.findByText(PASSPORT_TYPE_MESSAGE)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(PASSPORT_TYPE_MESSAGE));
    expect(screen.queryByRole('group', { name: 'Crop area' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(api.calls().filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('refuses a photo over 15,000,000 bytes before any upload', async () => {
    const user = userEvent.setup();
    const { api } = await openPassport();
    const big = photoFile('big.png', 'image/png');
    Object.defineProperty(big, 'size', { value: 15_000_001 });

    await user.upload(screen.getByLabelText('Passport Photo'), big);

    expect(await screen.findByText(PASSPORT_SIZE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Crop area' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(api.calls().filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('keeps Upload disabled until the crop is confirmed, then uploads a 600 x 600 JPEG and leads to the profile', async () => {
    const user = userEvent.setup();
    let sent: FormDataEntryValue | null = null;
    const { app, setStatus } = await openPassport({
      'POST /api/students/me/passport': ({ init }) => {
        sent = (init?.body as FormData).get('passport');
        setStatus('complete');
        return ok({ passport_url: '/media/passports/ab123.jpg' });
      },
      'GET /api/students/me/profile': fail('Not needed in this test', 404),
    });

    await user.upload(screen.getByLabelText('Passport Photo'), photoFile());
    decodePhoto();
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();

    // The arrow keys move the photo as a drag does.
    const area = screen.getByRole('group', { name: 'Crop area' });
    area.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByLabelText('Zoom')).toHaveValue('1');
    expect(upload).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Use this crop' }));
    await waitFor(() => expect(upload).toBeEnabled());
    // The initial crop is x 200..1000; ArrowLeft moved the photo left by 4% of the frame
    // (4% of 800 source px = 32 px), so the crop now starts at 232.
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 232, 0, 800, 800, 0, 0, 600, 600);

    await user.click(upload);
    expect(await screen.findByText('Action was Successful!')).toBeInTheDocument();
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as unknown as Blob).type).toBe('image/jpeg');

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expectPageHeading('Profile');
    expect(app.location().pathname).toBe('/student/profile');
  });

  it('asks for a new confirmation when the crop changes, and shows the server message on failure', async () => {
    const user = userEvent.setup();
    await openPassport(
      { 'POST /api/students/me/passport': fail('Only png, jpg or jpeg photos are accepted.', 400) },
      'complete',
    );
    await user.upload(screen.getByLabelText('Passport Photo'), photoFile('me.png', 'image/png'));
    decodePhoto(600, 900);

    await user.click(screen.getByRole('button', { name: 'Use this crop' }));
    const upload = screen.getByRole('button', { name: 'Upload' });
    await waitFor(() => expect(upload).toBeEnabled());

    fireEvent.change(screen.getByLabelText('Zoom'), { target: { value: '2' } });
    expect(upload).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Use this crop' }));
    await waitFor(() => expect(upload).toBeEnabled());
    expect(drawImage).toHaveBeenLastCalledWith(expect.anything(), 150, 300, 300, 300, 0, 0, 600, 600);

    await user.click(upload);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only png, jpg or jpeg photos are accepted.');
    expect(upload).toBeEnabled();
  });
});
