/**
 * One save at a time: a save asked for while one runs waits for it and then runs once more (however many
 * were asked for meanwhile), so the last edits are always saved and never by two requests at once.
 */
export class SerialSaves {
  private saving: Promise<void> | undefined;
  private pending = false;

  constructor(private readonly run: () => Promise<void>) {}

  save(): Promise<void> {
    if (this.saving) {
      this.pending = true;
      return this.saving;
    }
    this.saving = this.run().finally(() => {
      this.saving = undefined;
      if (this.pending) {
        this.pending = false;
        void this.save();
      }
    });
    return this.saving;
  }
}
