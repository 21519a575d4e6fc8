/** Timers that a closing server can cancel so tests do not wait on injected delays. */
export interface TimerSet {
  sleep(ms: number): Promise<void>;
  clearAll(): void;
}

export function createTimerSet(): TimerSet {
  const timers = new Set<NodeJS.Timeout>();
  return {
    sleep: (ms) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, ms);
        timers.add(timer);
      }),
    clearAll: () => {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    },
  };
}
