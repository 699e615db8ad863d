/** Plain JSON data: the only kind of prop that can cross from server to browser (an island's props). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };
