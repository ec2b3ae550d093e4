/*
 * The prerendered pages show their forms and buttons before the JavaScript has arrived, and a
 * person on a slow network may start typing or press a button (the menu's). When React takes the
 * page over, the form library resets its fields to their default values, and a button pressed
 * before had no handler; so the values typed until then are kept here and typed again once the
 * page is live (the form then validates them as usual), and the buttons pressed are pressed again.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

function isField(element: EventTarget | null): element is Field {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
}

/** Types `value` into `field` as a person would: React's change handler sees it. */
function typeInto(field: Field, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Records what is typed into the fields of `container` until the hydration is committed, and the
 * buttons pressed until React starts hydrating (from then on React replays presses itself).
 * src/main.tsx hands both functions to the app (this module stays in the entry's chunk):
 * `beforeHydrate` as React starts, `afterFirstCommit` once the hydration is committed, which
 * types the values and presses the buttons again.
 */
export interface TypedBeforeHydration {
  beforeHydrate: () => void;
  afterFirstCommit: () => void;
}

export function keepValuesTypedBeforeHydration(container: HTMLElement): TypedBeforeHydration {
  const typed = new Map<string, string>();
  const record = (target: EventTarget | null) => {
    if (isField(target) && target.id && target.type !== 'file') typed.set(target.id, target.value);
  };
  for (const field of container.querySelectorAll('input, textarea')) if (isField(field) && field.value) record(field);
  const onInput = (event: Event) => record(event.target);
  // Capture phase on the container: before React's own listener, which hydrates first.
  container.addEventListener('input', onInput, true);
  // Plain buttons (not submit buttons: a form's own are disabled until it is valid) pressed
  // before React listens; React hydrates the same elements, so they can be pressed again.
  const pressed: HTMLButtonElement[] = [];
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type === 'button' && !button.disabled) pressed.push(button);
  };
  container.addEventListener('click', onClick, true);
  const beforeHydrate = () => container.removeEventListener('click', onClick, true);
  let restored = false;
  const afterFirstCommit = () => {
    if (restored) return;
    restored = true;
    beforeHydrate();
    container.removeEventListener('input', onInput, true);
    for (const button of pressed) if (button.isConnected) button.click();
    for (const [id, value] of typed) {
      const field = document.getElementById(id);
      if (!isField(field)) continue;
      // The field may still show the value (React kept the DOM's) while the form library holds
      // its default: React reports a change only when the value differs from the one it last
      // saw, so the field is emptied first, then typed again.
      if (field.value === value) typeInto(field, '');
      typeInto(field, value);
    }
  };
  return { beforeHydrate, afterFirstCommit };
}
