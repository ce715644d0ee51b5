/**
 * Shared set-up for every test file. Screen tests wait for what the user would see; on a busy machine
 * (CI runs many files at once on two cores) a first render can take longer than the library's 1 s.
 */
import { configure } from "@testing-library/dom";

configure({ asyncUtilTimeout: 5_000 });
