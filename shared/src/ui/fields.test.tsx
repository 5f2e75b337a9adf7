import { render, screen } from '@testing-library/react';
import { SelectField, TextArea, TextField } from './fields';

describe('form fields', () => {
  it('names the control by its label and links the error to it', () => {
    render(<TextField label="New Skill:" required error="Skill is required." />);
    const input = screen.getByRole('textbox', { name: 'New Skill:' });
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Skill is required.');
  });

  it('describes the control by its hint and is valid without an error', () => {
    render(<TextArea label="Job Description" hint="0/2000" />);
    const textArea = screen.getByRole('textbox', { name: 'Job Description' });
    expect(textArea).toHaveAccessibleDescription('0/2000');
    expect(textArea).not.toHaveAttribute('aria-invalid');
  });

  it('renders the options of a select', () => {
    render(
      <SelectField label="Sort" defaultValue="oldest">
        <option value="newest">Newest First</option>
        <option value="oldest">Oldest First</option>
      </SelectField>,
    );
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveDisplayValue('Oldest First');
  });
});
