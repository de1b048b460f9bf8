import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ChoiceRequest, useConfirm } from './confirm-dialog.tsx';

type Dish = 'tea' | 'coffee';

const REQUEST: ChoiceRequest<Dish> = {
  title: 'Close the common room?',
  message: 'The room closes for the night.',
  confirmLabel: 'Close it',
  tone: 'primary',
  choices: {
    legend: 'Leave out',
    options: [
      { value: 'tea', label: 'Leave the tea out' },
      { value: 'coffee', label: 'Leave the coffee out' },
    ],
  },
};

/** A page that asks with choices, and hands on each answer it gets. */
function ChoiceAsker({
  request,
  onAnswer,
}: {
  request: ChoiceRequest<Dish>;
  onAnswer: (answer: Dish | null) => void;
}) {
  const { confirmChoice, dialog } = useConfirm();
  return (
    <>
      <button type="button" onClick={async () => onAnswer(await confirmChoice(request))}>
        Ask
      </button>
      {dialog}
    </>
  );
}

/** A page that asks the plain way, as every list's Delete does. */
function PlainAsker({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <button type="button" onClick={async () => onAnswer(await confirm('Delete the post?'))}>
        Delete
      </button>
      {dialog}
    </>
  );
}

function renderAsker(request: ChoiceRequest<Dish>) {
  const answers: (Dish | null)[] = [];
  render(<ChoiceAsker request={request} onAnswer={(answer) => answers.push(answer)} />);
  return { answers, user: userEvent.setup(), ask: screen.getByRole('button', { name: 'Ask' }) };
}

describe('a confirmation with choices', () => {
  it('offers each choice, the first chosen, and answers with the one confirmed', async () => {
    const { answers, user, ask } = renderAsker(REQUEST);
    await user.click(ask);
    const dialog = screen.getByRole('alertdialog', { name: 'Close the common room?' });
    expect(dialog).toHaveAccessibleDescription('The room closes for the night.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    const group = within(dialog).getByRole('group', { name: 'Leave out' });
    expect(within(group).getByRole('radio', { name: 'Leave the tea out' })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: 'Leave the coffee out' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close it' }));
    await waitFor(() => expect(answers).toEqual(['coffee']));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(ask).toHaveFocus();
  });

  it('answers null on Escape or Cancel, whatever was chosen', async () => {
    const { answers, user, ask } = renderAsker(REQUEST);
    await user.click(ask);
    await user.click(screen.getByRole('radio', { name: 'Leave the coffee out' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(answers).toEqual([null]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(ask).toHaveFocus();

    await user.click(ask);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answers).toEqual([null, null]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('stays open while its action runs, and after one that fails, for another try', async () => {
    const tries: Dish[] = [];
    let finish: (done: boolean) => void = () => {};
    const act = (choice: Dish) => {
      tries.push(choice);
      return new Promise<boolean>((resolve) => (finish = resolve));
    };
    const { answers, user, ask } = renderAsker({ ...REQUEST, act });
    await user.click(ask);
    const confirm = screen.getByRole('button', { name: 'Close it' });

    await user.click(confirm);
    expect(confirm).toBeDisabled();
    finish(false);
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(answers).toEqual([]);

    await user.click(confirm);
    finish(true);
    await waitFor(() => expect(answers).toEqual(['tea']));
    expect(tries).toEqual(['tea', 'tea']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('a plain confirmation', () => {
  it('still answers true on its confirming button and false on Escape', async () => {
    const answers: boolean[] = [];
    render(<PlainAsker onAnswer={(answer) => answers.push(answer)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Please confirm' });
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(answers).toEqual([true, false]));
  });
});
