import { render, screen, within } from '@testing-library/react';
import { AdviceText } from './AdviceText';

function renderAdvice(text: string) {
  return render(<AdviceText text={text} />).container.firstElementChild as HTMLElement;
}

describe('AdviceText', () => {
  it('makes each block between blank lines a paragraph, and other newlines line breaks', () => {
    const advice = renderAdvice('First line\nSecond line\n\nNext block');
    const paragraphs = advice.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.innerHTML).toBe('First line<br>Second line');
    expect(paragraphs[1]).toHaveTextContent('Next block');
  });

  it('makes a block of numbered lines a numbered list without the numbers in the text', () => {
    renderAdvice('Steps:\n\n1. Research the company\n2. Tailor the resume\n\n4. Follow up');
    const [steps, later] = screen.getAllByRole('list');
    expect(steps).not.toHaveAttribute('start');
    expect(within(steps!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Research the company', 'Tailor the resume']);
    expect(later).toHaveAttribute('start', '4');
    expect(screen.getByText('Steps:').tagName).toBe('P');
  });

  it('makes double-asterisk runs bold, in paragraphs and list items', () => {
    renderAdvice('**Match: 80/100** for the role.\n\n1. Show **Kafka** first');
    expect(screen.getByText('Match: 80/100').tagName).toBe('STRONG');
    expect(within(screen.getByRole('listitem')).getByText('Kafka').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem')).toHaveTextContent('Show Kafka first');
  });

  it('shows markup in the advice as text, never as elements', () => {
    const advice = renderAdvice('<script>alert(1)</script>\n\n1. <img src=x onerror=alert(2)> **<b>bold</b>**');
    expect(advice.querySelector('script, img, b')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b>').tagName).toBe('STRONG');
  });
});
