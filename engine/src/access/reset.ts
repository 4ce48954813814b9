// Reset-password form rule of docs/access.md#reset-confirm.

/** The confirm button is enabled only when both fields are filled and equal. */
export function canConfirmReset(form: { password: string; confirm_password: string }): boolean {
  return form.password !== '' && form.confirm_password !== '' && form.password === form.confirm_password;
}
