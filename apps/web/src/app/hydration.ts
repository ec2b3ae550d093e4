/*
 * The prerendered login pages show their forms before the JavaScript has arrived, and a person
 * on a slow network may start typing. When React takes the page over, the form library resets
 * its fields to their default values; so the values typed until then are kept here and typed
 * again once the page is live (the form then validates them as usual).
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

const firstCommitCallbacks: Array<() => void> = [];
let hasCommitted = false;

/** Called by the app's providers once the first render (or the hydration) is committed. */
export function notifyFirstCommit(): void {
  if (hasCommitted) return;
  hasCommitted = true;
  for (const callback of firstCommitCallbacks.splice(0)) callback();
}

function isField(element: EventTarget | null): element is Field {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
}

/** Types `value` into `field` as a person would: React's change handler sees it. */
function typeInto(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Records what is typed into the fields of `container` until hydration, then restores it. */
export function keepValuesTypedBeforeHydration(container: HTMLElement): void {
  const typed = new Map<string, string>();
  const record = (target: EventTarget | null) => {
    if (isField(target) && target.id && target.type !== 'file') typed.set(target.id, target.value);
  };
  for (const field of container.querySelectorAll('input, textarea')) if (isField(field) && field.value) record(field);
  const onInput = (event: Event) => record(event.target);
  // Capture phase on the container: before React's own listener, which hydrates first.
  container.addEventListener('input', onInput, true);
  firstCommitCallbacks.push(() => {
    container.removeEventListener('input', onInput, true);
    for (const [id, value] of typed) {
      const field = document.getElementById(id);
      if (isField(field) && field.value !== value) typeInto(field, value);
    }
  });
}
