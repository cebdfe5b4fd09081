// heic-decode ships no types: the part of its API the photo processing uses.
declare module 'heic-decode' {
  type DecodedImage = { width: number; height: number; data: Uint8ClampedArray };
  type HeifImage = { width: number; height: number; decode(): Promise<DecodedImage> };
  type AllImages = HeifImage[] & { dispose(): void };
  type Decode = ((input: { buffer: Uint8Array }) => Promise<DecodedImage>) & {
    all(input: { buffer: Uint8Array }): Promise<AllImages>;
  };
  const decode: Decode;
  export default decode;
}
