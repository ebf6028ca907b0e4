/** A request to the send route as the HTTP edge hands it on: sends and read receipts alike. */
export interface SendRequest {
  version: string;
  phoneNumberId: string;
  authorization: string | undefined;
  body: unknown;
}
