// heic-decode ships no types; this is the part of its API api/files/heic.ts uses.
declare module 'heic-decode' {
  interface DecodedImage {
    width: number
    height: number
    data: Uint8ClampedArray
  }
  interface HeifImage {
    width: number
    height: number
    decode(): Promise<DecodedImage>
  }
  interface DecodeAll {
    (input: { buffer: Uint8Array }): Promise<HeifImage[] & { dispose(): void }>
  }
  const decode: ((input: { buffer: Uint8Array }) => Promise<DecodedImage>) & { all: DecodeAll }
  export default decode
}
