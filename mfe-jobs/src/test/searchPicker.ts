import { screen, within } from '@testing-library/react';
import type { renderApp } from './renderApp';

type User = ReturnType<typeof renderApp>['user'];

/** The options a search picker lists when opened; it is closed again after. */
export async function pickerOptions(user: User, picker: HTMLElement): Promise<string[]> {
  await user.click(picker);
  const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
  await user.keyboard('{Escape}');
  return options.map((option) => option.textContent ?? '');
}

/** Opens a search picker and clicks one of its options. */
export async function pickOption(user: User, picker: HTMLElement, option: string): Promise<void> {
  await user.click(picker);
  await user.click(await screen.findByRole('option', { name: option }));
}
