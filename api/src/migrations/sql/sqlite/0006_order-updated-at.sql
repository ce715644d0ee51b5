-- Orders had no column of their own for their last change: setting it overwrote created_at. Orders
-- changed since they were made keep the time of that change as their best known creation time.
ALTER TABLE `orders` ADD `updated_at` text;
