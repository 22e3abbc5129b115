export const NOTE_TOO_LONG_MESSAGE = 'A note can be at most 32,767 characters long.';
export const NOTE_OUTSIDE_MESSAGE = 'That cell is outside the sheet.';
