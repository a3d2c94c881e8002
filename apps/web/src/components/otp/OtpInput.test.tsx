import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpInput, emptyOtp } from './OtpInput';
import { useCountdown } from './useCountdown';

function Harness() {
  const [value, setValue] = useState(emptyOtp);
  return (
    <>
      <p id="otp-label">Enter the code</p>
      <OtpInput value={value} onChange={setValue} labelledBy="otp-label" />
      <output data-testid="code">{value.join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');
const code = () => screen.getByTestId('code').textContent;

describe('OtpInput', () => {
  it('shows six labelled numeric boxes; the first invites the one-time-code autofill', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Enter the code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    boxes().forEach((box, i) => {
      expect(box).toHaveAccessibleName(`Digit ${i + 1} of 6`);
      expect(box).toHaveAttribute('inputmode', 'numeric');
    });
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes()[0]).toHaveAttribute('name', 'otp');
    expect(boxes()[1]).toHaveAttribute('autocomplete', 'off');
  });

  it('takes one digit per box, ignores other characters and moves the focus on', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('1a2');
    expect(code()).toBe('12');
    expect(boxes()[2]).toHaveFocus();
    await userEvent.keyboard('3456');
    expect(code()).toBe('123456');
    expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('a pasted whole code fills all six boxes, whichever box has the focus', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[3]!);
    await userEvent.paste(' 654 321 ');
    expect(code()).toBe('654321');
    expect(boxes()[5]).toHaveFocus();
  });

  it('an autofilled code in the first box spreads over the boxes', () => {
    render(<Harness />);
    // What Android/iOS autofill does: the whole code lands in the box with autocomplete=one-time-code.
    fireEvent.change(boxes()[0]!, { target: { value: '987654' } });
    expect(code()).toBe('987654');
  });

  it('backspace in an empty box clears the previous one and moves back', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(code()).toBe('12');
    expect(boxes()[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(code()).toBe('');
    expect(boxes()[0]).toHaveFocus();
  });

  it('typing over a filled box replaces its digit', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('12');
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('7');
    expect(code()).toBe('72');
  });
});

describe('useCountdown', () => {
  afterEach(() => vi.useRealTimers());

  function Countdown() {
    const { secondsLeft, restart } = useCountdown(30);
    return <button onClick={restart}>{secondsLeft}</button>;
  }

  it('counts down from 30 to 0 once a second and restarts at 30', async () => {
    vi.useFakeTimers();
    render(<Countdown />);
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('30');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button).toHaveTextContent('29');
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(button).toHaveTextContent('0');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(button).toHaveTextContent('0');
    act(() => button.click());
    expect(button).toHaveTextContent('30');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(button).toHaveTextContent('29');
  });

  it('shows the real time left after the timers were throttled (the person was in their mail app)', async () => {
    vi.useFakeTimers();
    render(<Countdown />);
    // The clock moves 20 s while no timer runs, then one tick arrives.
    vi.setSystemTime(Date.now() + 20_000);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button')).toHaveTextContent('9');
  });
});
