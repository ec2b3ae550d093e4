/**
 * Resolves in a new task, after what is waiting (input, painting, other tasks) has run: a long
 * piece of work split at these points never blocks a phone for long (decision 0010).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close(); // an open port would keep Node (the build's prerendering) running
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
