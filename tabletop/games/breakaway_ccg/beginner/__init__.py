"""Part 1 of the book, the Beginner rules: the mode's contract, what actions do, what is allowed, and the
guess at hidden cards the computer players make.
"""
