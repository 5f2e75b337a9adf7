/** What an update call takes: which of the caller's records, and its new content. */
export interface RecordUpdate<Body> {
  id: number;
  body: Body;
}
