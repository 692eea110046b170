/** A field a visitor changed before its island hydrated, and what it held then. */
interface ChangedField {
  readonly field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  readonly value: string;
  readonly checked: boolean;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const changed = (field: Field): boolean => {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  if (field instanceof HTMLInputElement && field.type === 'file')
    return Boolean(field.files?.length);
  return field.value !== field.defaultValue;
};

/**
 * The fields of `container` a visitor changed that React does not know of: read as React commits
 * the hydrated island, when each field's default is the value React holds (it writes its value
 * there as it hydrates and on every change), so what differs was typed, ticked or chosen before.
 */
export function changedFields(container: Element): ChangedField[] {
  return [...container.querySelectorAll<Field>('input, textarea, select')]
    .filter(changed)
    .map((field) => ({
      field,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }));
}

/**
 * Sets `property` through the element's prototype's setter, which React's value tracking (a
 * setter of the element's own) does not see.
 */
function setUntracked(field: Field, property: 'value' | 'checked', value: string | boolean) {
  Reflect.set(Object.getPrototypeOf(field) as object, property, value, field);
}

/**
 * Tells the island's components what the visitor changed before hydration. React hydrates a
 * controlled field keeping what the DOM holds but with its state still the prerendered value, so
 * a form would send the empty value it started from (React's fix, `enableHydrationChangeEvent`,
 * is not on in its releases). For each field: React's tracked value is set to the prerendered
 * default, the visitor's value is put back beneath it, and the event React listens to for that
 * kind of field is dispatched, so its `onChange` runs with the visitor's value.
 */
export function replayChangedFields(fields: readonly ChangedField[]): void {
  for (const { field, value, checked } of fields) {
    if (
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && field.type === 'file')
    ) {
      if (field instanceof HTMLSelectElement) field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      // A radio the visitor left is told by the one they chose.
      if (field.type === 'radio' && !checked) continue;
      // Tracked as the opposite; the click then turns it to the visitor's choice.
      field.checked = !checked;
      field.click();
    } else {
      field.value = field.defaultValue;
      setUntracked(field, 'value', value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}
