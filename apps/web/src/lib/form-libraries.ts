/*
 * The form libraries of the screens whose forms use zod's full API: react-hook-form, its zod
 * resolver and zod. Imported on its own by app/router.tsx before such a screen's route module, so
 * that evaluating the libraries and evaluating the screen (its schemas, its components) are two
 * tasks instead of one long one on a phone (decision 0010). One name of each is enough to
 * evaluate its chunk; a whole namespace (`z`) would keep every part of zod in the build.
 */
export { useForm } from 'react-hook-form';
export { zodResolver } from './zod-resolver';
export { object } from 'zod';
