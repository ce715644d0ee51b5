-- The sample content's pictures are WebP renderings of their SVG sources now (scripts/make-images.ts),
-- and the SVG files are no longer served: rows that still name a sample SVG picture name its WebP
-- rendering instead. Pictures an admin uploaded (/uploads/...) are left as they are.
UPDATE `books` SET `image` = substr(`image`, 1, length(`image`) - 4) || '.webp' WHERE `image` GLOB '/images/books/*.svg';
--> statement-breakpoint
UPDATE `posts` SET `image` = substr(`image`, 1, length(`image`) - 4) || '.webp' WHERE `image` GLOB '/images/blog/*.svg';
--> statement-breakpoint
UPDATE `hunts` SET `thumbnail_image` = substr(`thumbnail_image`, 1, length(`thumbnail_image`) - 4) || '.webp' WHERE `thumbnail_image` GLOB '/images/hunts/*.svg';
