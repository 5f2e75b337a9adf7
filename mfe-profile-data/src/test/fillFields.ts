import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Replaces the values of labelled fields (in `container`, else the whole page), the way a user types them. */
export async function fillFields(user: UserEvent, values: Record<string, string>, container?: HTMLElement): Promise<void> {
  const scope = container ? within(container) : screen;
  for (const [label, value] of Object.entries(values)) {
    const field = scope.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}
