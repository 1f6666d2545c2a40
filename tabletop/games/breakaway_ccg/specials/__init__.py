"""Part 3 of the book, the specials glossary: the interpreter of the card data's specials and the code of
the few specials the data cannot say.
"""
