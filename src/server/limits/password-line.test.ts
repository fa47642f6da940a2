import { describe, expect, it } from 'vitest';
import { PasswordLine, PasswordLineFull } from './password-line';

/** A task that ends when the test says so, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((r) => (open = r));
  return {
    task: async () => {
      log.push(name);
      await done;
      return name;
    },
    open: () => open(),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the password line', () => {
  it('runs one hash at a time', async () => {
    const line = new PasswordLine(1, 8);
    const log: string[] = [];
    const a = gate(log, 'a');
    const b = gate(log, 'b');
    const ra = line.run('open', a.task);
    const rb = line.run('open', b.task);
    await tick();
    expect(log).toEqual(['a']);
    a.open();
    await ra;
    await tick();
    expect(log).toEqual(['a', 'b']);
    b.open();
    expect(await rb).toBe('b');
  });

  it('refuses an anonymous attempt at once when the open line is full, instead of queuing it', async () => {
    const line = new PasswordLine(1, 2);
    const log: string[] = [];
    const gates = ['busy', 'w1', 'w2'].map((n) => gate(log, n));
    const running = gates.map((g) => line.run('open', g.task));
    await expect(line.run('open', async () => 'late')).rejects.toBeInstanceOf(PasswordLineFull);
    expect(line.queued.open).toBe(2);
    for (const g of gates) g.open();
    await Promise.all(running);
    expect(await line.run('open', async () => 'after')).toBe('after');
  });

  it('lets a trusted sign-in go ahead of every waiting guess, even when the open line is full', async () => {
    const line = new PasswordLine(1, 2);
    const log: string[] = [];
    const gates = ['busy', 'guess1', 'guess2'].map((n) => gate(log, n));
    const running = gates.map((g) => line.run('open', g.task));
    const owner = gate(log, 'owner');
    const ownerDone = line.run('trusted', owner.task);
    gates[0]!.open();
    await running[0];
    await tick();
    expect(log).toEqual(['busy', 'owner']);
    owner.open();
    expect(await ownerDone).toBe('owner');
    for (const g of gates) g.open();
    await Promise.all(running);
    expect(log).toEqual(['busy', 'owner', 'guess1', 'guess2']);
  });
});
