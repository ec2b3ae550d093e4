import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits for the page's level-1 heading. A screen's frame shows the heading while the page loads,
 * then the page draws its own (another element with the same name): the heading is queried again
 * on every try, never held, so a check cannot land on the frame's element after it was replaced.
 */
export async function expectPageHeading(name: string | RegExp): Promise<void> {
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name })).toBeVisible());
}
