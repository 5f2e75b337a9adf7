import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RadioGroup, SelectField, TextArea, TextField } from './FormFields';

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

  it('groups radio buttons under their legend, checks the value and reports a choice', async () => {
    const onChange = jest.fn();
    const options = [
      { value: 'pdf', label: 'PDF' },
      { value: 'docx', label: 'Word' },
    ] as const;
    render(<RadioGroup legend="Output format" options={options} value="pdf" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Output format' });
    expect(group).toContainElement(screen.getByRole('radio', { name: 'PDF', checked: true }));
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Word' }));
    expect(onChange).toHaveBeenCalledWith('docx');
  });

  it('takes its name from a heading elsewhere', () => {
    render(
      <>
        <h2 id="theme-heading">Theme</h2>
        <RadioGroup labelledBy="theme-heading" options={[{ value: 'light', label: 'Light' }]} value="light" onChange={() => {}} />
      </>,
    );
    expect(screen.getByRole('group', { name: 'Theme' })).toContainElement(screen.getByRole('radio', { name: 'Light' }));
  });
});
