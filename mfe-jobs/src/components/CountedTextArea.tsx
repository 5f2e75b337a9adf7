import { TextArea, type TextAreaProps } from '@careerforge/shared';

export type CountedTextAreaProps = TextAreaProps & { value: string; maxLength: number };

/** A text area with a live 'n/max' counter, linked to it as its description. */
export function CountedTextArea({ value, maxLength, ...textAreaProps }: CountedTextAreaProps) {
  return <TextArea {...textAreaProps} value={value} maxLength={maxLength} hint={`${value.length}/${maxLength}`} />;
}
