/** One message of the server's catalogue (spec §8): its English text and the spec line it answers. */
export interface ServerMessageEntry {
  text: string
  spec: string
}
