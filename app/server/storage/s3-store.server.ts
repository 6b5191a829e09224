import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";

import { assertValidKey, isValidKey, type ByteRange, type FileStore } from "./file-store.server";

export type S3Settings = {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);
}

/** Any S3-compatible store (AWS, MinIO, Yandex Object Storage, Cloudflare R2…) through the official SDK. */
export function createS3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Custom endpoints rarely have per-bucket host names (bucket.host); every S3 API accepts the bucket in the path.
    forcePathStyle: true,
    // Since 3.729 the SDK adds CRC checksums (and aws-chunked uploads) to every request by default,
    // which many S3-compatible stores reject; send and check them only where the API requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;

  return {
    kind: "s3",
    async put(key, body, contentType) {
      assertValidKey(key);
      // One PUT is atomic in S3: a reader sees the old state or the whole object.
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async read(key, range?: ByteRange) {
      assertValidKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return (object.Body?.transformToWebStream() as ReadableStream<Uint8Array> | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(keys) {
      keys.forEach(assertValidKey);
      // One request per key: DeleteObjects (the batch call) is missing from some S3-compatible stores.
      await Promise.all(keys.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key && isValidKey(object.Key)) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
